// Public surface of the layout components: every export is named here and re-exported by src/index.ts.
export {};
