/**
 * SPEC §2.14 "Px Ref": the patient's age in whole years (rounded to the nearest, as the spec says
 * "rounded") followed by the first letter of their sex: pxRef(42, 'Male') === '42M'.
 * An unknown age or sex leaves that part out rather than inventing one. The staff list and its
 * spreadsheet both show it, so it lives here where the API can use it too.
 */
export function pxRef(ageYears: number | null | undefined, sex: string | null | undefined): string {
  const age = typeof ageYears === 'number' && Number.isFinite(ageYears) ? String(Math.round(ageYears)) : '';
  const sexLetter = sex?.trim().charAt(0).toUpperCase() ?? '';
  return `${age}${sexLetter}`;
}
