import { SUMMARY_LENGTH } from '@coop/contract';
import { sql } from 'kysely';

/** The start of a text column with its whitespace collapsed: what a list sends for the page to cut (spec 9). */
export const summaryOf = (column: string) => sql<string>`left(btrim(regexp_replace(${sql.ref(column)}, '\\s+', ' ', 'g')), ${SUMMARY_LENGTH})`;
