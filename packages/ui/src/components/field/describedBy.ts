/** Joins the ids of the elements that describe a control, skipping absent ones. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
};
