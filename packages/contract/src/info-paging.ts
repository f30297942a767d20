import { Type, type Static } from 'typebox';

export const INFO_PAGE_SIZE = 10;
export const INFO_MAX_PAGE_SIZE = 50;

/** Ids in paths are strings (no coercion, decision 002): a positive whole number that fits a PostgreSQL integer. */
export const ID_PATTERN = '^[1-9][0-9]{0,8}$';
export const IdParam = Type.String({ pattern: ID_PATTERN });

/** The `:topicId` of the public pages' paths (spec 2.1 keeps the name for news, board and demands alike). */
export const TopicIdParams = Type.Object({ topicId: IdParam });
export type TopicIdParams = Static<typeof TopicIdParams>;

/** `?page=2&page_size=10` of the public lists; converted and bounded in the handler. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  page_size: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,1}$' })),
});
export type PageQuery = Static<typeof PageQuery>;

export const PageInfo = {
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  total_pages: Type.Integer(),
};
