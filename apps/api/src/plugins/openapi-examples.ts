/** A JSON schema as the OpenAPI document holds it, loosely typed. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

// Values that read like Sabora's own data, by field name; anything else is made from its type.
const byName: Record<string, unknown> = {
  _id: '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f',
  name: 'مريم أحمد',
  phone: '01012345678',
  fatherPhone: '01198765432',
  password: '12345678',
  hash: 'a'.repeat(64),
  identifier: 'admin@sabora.local',
  title: 'Deutsch A2',
  description: 'القواعد والمفردات',
  discription: 'امتحان الوحدة الأولى',
  url: 'https://youtu.be/aqz-KE-bpKQ',
  imageUrl: null,
  solutionUrl: null,
  price: 250,
  amount: 250,
  score: 2,
  options: ['den', 'der'],
  correct: ['den'],
  note: 'شهر نوفمبر',
  message: 'البيانات المبعوتة فيها أخطاء، راجعها وحاول تاني',
  fileName: 'Wortschatz.pdf',
  contentType: 'application/pdf',
  token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
};
const someTime = Date.UTC(2026, 10, 30, 19, 0);

/** A plausible example of a value of this schema, for the document's request and response bodies. */
export function exampleOf(schema: JsonSchema | undefined, name?: string): unknown {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  if (name !== undefined && name in byName) return byName[name];
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) {
    const real = options.find((option) => option.type !== 'null') ?? options[0];
    return exampleOf(real, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          // A read-only field a write accepts and ignores has no type: leave it out.
          .filter(([, property]) => Object.keys(property).some((key) => key !== 'description'))
          .map(([key, property]) => [key, exampleOf(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items),
      );
    case 'string':
      if (schema.format === 'uuid') return byName._id;
      return 'نص';
    case 'integer':
    case 'number':
      if (name && /(Date|Time|At|^from|^to)$/.test(name)) return someTime;
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}
