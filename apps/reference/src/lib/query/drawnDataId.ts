/** The `id` of the JSON script that carries the data a page was drawn with (`drawnData.ts`). */
export const DRAWN_DATA_ID = 'cm-drawn-data';
