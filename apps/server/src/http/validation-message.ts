import type { FastifySchemaValidationError } from 'fastify/types/schema';

const reasons: Record<string, string> = {
  required: 'ไม่ได้ระบุ',
  type: 'มีชนิดข้อมูลไม่ถูกต้อง',
  pattern: 'มีรูปแบบไม่ถูกต้อง',
  format: 'มีรูปแบบไม่ถูกต้อง',
  minLength: 'สั้นเกินไป',
  maxLength: 'ยาวเกินไป',
  minimum: 'น้อยเกินไป',
  maximum: 'มากเกินไป',
  enum: 'ไม่อยู่ในค่าที่รับได้',
  const: 'ไม่อยู่ในค่าที่รับได้',
  additionalProperties: 'ไม่เป็นที่รู้จัก',
};

const parts: Record<string, string> = { body: 'ข้อมูล', params: 'พารามิเตอร์', querystring: 'พารามิเตอร์', headers: 'ส่วนหัว' };

/** Thai text for the first schema violation, naming the field so an API client can fix its call. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return 'ข้อมูลที่ส่งมาไม่ถูกต้อง';
  const params = first.params as Record<string, unknown>;
  const field =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = parts[context ?? 'body'] ?? 'ข้อมูล';
  const reason = reasons[first.keyword] ?? 'ไม่ถูกต้อง';
  return field ? `${where}ไม่ถูกต้อง: ${field} ${reason}` : `${where}ไม่ถูกต้อง`;
}
