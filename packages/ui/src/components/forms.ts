// Public surface of the forms components: every export is named here and re-exported by src/index.ts.
export {};
