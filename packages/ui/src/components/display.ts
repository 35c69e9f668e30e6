// Public surface of the display components: every export is named here and re-exported by src/index.ts.
export {};
