export interface Step {
  readonly name: string;
  readonly run: () => Promise<void>;
}

export type StepsOutcome = { ok: true } | { ok: false; failedStep: string; error: unknown };

/** Runs steps in order; the first failure stops the sequence (SPEC §2.5). */
export async function runSteps(steps: readonly Step[]): Promise<StepsOutcome> {
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      return { ok: false, failedStep: step.name, error };
    }
  }
  return { ok: true };
}
