import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs, so shared-ui does not depend on zod itself. */
export type FieldSchema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
};

/**
 * An antd form rule from a contracts field schema, so the form says exactly what the API would
 * (SPEC §5 messages). An empty field is checked as ''.
 */
export function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Invalid value.');
    },
  };
}
