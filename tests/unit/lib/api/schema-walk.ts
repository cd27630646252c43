// A walk over a zod schema's strings and lists, with the path that leads to each (`domains.[]`): the
// limits tests read what bounds them (param-limits.test.ts, answer-limits.test.ts).
import type { z } from 'zod';

export interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; maximum?: number } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}

export interface Leaf {
  path: string;
  def: Def;
  schema: z.ZodType;
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The maximum length a string or list schema checks, if any. */
export const maximum = (def: Def) => def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;

/** Every string and list schema under `schema` (lists before what they hold). */
export function leaves(schema: z.ZodType, path: string[] = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path: path.join('.'), def, schema }];
    case 'array':
      return [{ path: path.join('.'), def, schema }, ...leaves(def.element!, [...path, '[]'])];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, inner]) => leaves(inner, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return leaves(def.innerType!, path);
    case 'pipe':
      return [...leaves(def.in!, path), ...leaves(def.out!, path)];
    case 'union':
      return def.options!.flatMap((option) => leaves(option, path));
    default:
      return [];
  }
}
