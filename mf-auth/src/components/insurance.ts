/** The insurers a clinician accepts: agreements from the list, and providers typed in by name. */
export interface InsuranceChoice {
  existing: number[];
  newProviders: string[];
}

export const NO_INSURANCE: InsuranceChoice = { existing: [], newProviders: [] };
