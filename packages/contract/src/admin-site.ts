import { Type, type Static } from 'typebox';
import { AdminSavedResponse, Id, IdBody, MoveBody, SaveBody } from './admin-content';
import { CalculatorSettings } from './calculator-settings';
import { editorCall, MOVE_REFUSED } from './console-endpoint';
import { endpoint, staffRoles } from './endpoint';
import { DEMAND_STATUSES, DEMAND_TYPES } from './info-demand';
import { PageInfo } from './info-paging';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { SiteConfig } from './site';
import { Line } from './text-line';

/** One line that may be left empty. */
const OptionalLine = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** Text with line breaks (paragraphs), no other control characters. */
const Paragraphs = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f]*$' });
const Contacts = Type.Array(Line(40), { maxItems: 10 });
const WebAddress = Type.String({ maxLength: 500, pattern: '^(|https?://[^\\s]+)$' });
const Email = Type.String({ maxLength: 254, pattern: '^(|[^\\s@<>()\\[\\]\\\\,;:"]+@[^\\s@<>()\\[\\]\\\\,;:"]+\\.[A-Za-z]{2,})$' });

/** A picture uploaded here: re-encoded as PNG under /mediafiles/identity/ (the logo, signatures). */
export const IdentityImagePath = Type.String({ pattern: '^/mediafiles/identity/[0-9a-f]{32}\\.png$' });
/** A signature shipped with the portal (assets/signatures/*.svg), or one uploaded here. */
export const SignatureImage = Type.Union([Type.String({ pattern: '^[a-z0-9-]{1,40}\\.svg$' }), IdentityImagePath]);
export const DocumentSignature = Type.Object(
  { name: Line(100), position: Line(100), image: SignatureImage },
  { additionalProperties: false },
);
export type DocumentSignature = Static<typeof DocumentSignature>;
/** PromptPay bill payment: the biller ID is 15 digits (tax ID and a 2-digit suffix). */
export const PromptPayBillerId = Type.String({ pattern: '^[0-9]{15}$' });

/** What staff may set; each is stored on its own and wins over the operator's configuration (decision 016). */
export const SiteConfigValues = Type.Object(
  {
    coop_name_th: Line(200),
    coop_name_en: Line(200),
    logo_url: IdentityImagePath,
    head_office_name: OptionalLine(200),
    address: OptionalLine(500),
    phones: Contacts,
    fax_extensions: Contacts,
    military_lines: Contacts,
    email: Email,
    facebook_url: WebAddress,
    line_url: WebAddress,
    welcome_text: OptionalLine(500),
    grayscale: Type.Boolean(),
    document_signatures: Type.Array(DocumentSignature, { maxItems: 4 }),
    promptpay_biller_id: PromptPayBillerId,
  },
  { additionalProperties: false },
);
export type SiteConfigValues = Static<typeof SiteConfigValues>;
export type SiteConfigKey = keyof SiteConfigValues;
export const SITE_CONFIG_KEYS = Object.keys(SiteConfigValues.properties) as SiteConfigKey[];

/**
 * A change: `set` stores values (each wins over the configuration from then on), `clear` forgets stored ones (the
 * configuration shows again). Keys not named keep what they are.
 */
export const SiteConfigSaveBody = Type.Object(
  {
    set: Type.Partial(SiteConfigValues, { additionalProperties: false }),
    clear: Type.Array(Type.Enum(SITE_CONFIG_KEYS), { maxItems: SITE_CONFIG_KEYS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SiteConfigSaveBody = Static<typeof SiteConfigSaveBody>;

/** What the site shows now, what staff stored, and what the operator configured underneath. */
export const AdminSiteConfigResponse = Type.Object({
  effective: Type.Object({
    ...SiteConfig.properties,
    document_signatures: Type.Array(Type.Object({ name: Type.String(), position: Type.String(), image: Type.String() })),
    promptpay_biller_id: Nullable(Type.String()),
  }),
  /** Keys staff have stored (the others follow the configuration). */
  stored: Type.Array(Type.String()),
  configured: Type.Object({ ...SiteConfig.properties, promptpay_biller_id: Nullable(Type.String()) }),
  /** Signature files shipped with the portal, to pick from. */
  shipped_signatures: Type.Array(Type.String()),
});
export type AdminSiteConfigResponse = Static<typeof AdminSiteConfigResponse>;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_BODY_MAX_BYTES = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 8 * 1024;
export const SiteImageUploadBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('logo'), Type.Literal('signature')]),
    /** The file as a base64 data URL; its stated type is ignored. */
    file: Type.String({ minLength: 1, maxLength: IMAGE_UPLOAD_BODY_MAX_BYTES }),
  },
  { additionalProperties: false },
);
export type SiteImageUploadBody = Static<typeof SiteImageUploadBody>;
export const SiteImageUploadResponse = Type.Object({ path: Type.String() });
export type SiteImageUploadResponse = Static<typeof SiteImageUploadResponse>;

/** The staff-edited pages (site_pages): the terms of use and the member groups' guideline. */
export const SITE_PAGE_KEYS = ['terms', 'guide_group'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];
export const SitePageKeyBody = Type.Object({ key: Type.Enum(SITE_PAGE_KEYS) }, { additionalProperties: false });
export type SitePageKeyBody = Static<typeof SitePageKeyBody>;
export const AdminSitePageResponse = Type.Object({
  key: Type.String(),
  /** Null while the cooperative has published none. */
  page: Nullable(Type.Object({ title: Type.String(), body: Type.String(), version: Type.Integer(), updated_at: Type.String() })),
});
export type AdminSitePageResponse = Static<typeof AdminSitePageResponse>;
/** `raise_version`: the meaning changed (the version goes up by one); false for a typo (the same version). */
export const SitePageSaveBody = Type.Object(
  { key: Type.Enum(SITE_PAGE_KEYS), title: Line(200), body: Paragraphs(100_000), raise_version: Type.Boolean() },
  { additionalProperties: false },
);
export type SitePageSaveBody = Static<typeof SitePageSaveBody>;

/** Board moderation. */
export const AdminPageBody = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }, { additionalProperties: false });
export type AdminPageBody = Static<typeof AdminPageBody>;
const ModerationFlags = { hidden: Type.Boolean(), pinned: Type.Boolean(), closed: Type.Boolean() };
export const AdminBoardTopicSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  created_at: Type.String(),
  answer_count: Type.Integer(),
  ...ModerationFlags,
});
export type AdminBoardTopicSummary = Static<typeof AdminBoardTopicSummary>;
export const AdminBoardListResponse = Type.Object({ items: Type.Array(AdminBoardTopicSummary), ...PageInfo });
export type AdminBoardListResponse = Static<typeof AdminBoardListResponse>;
export const AdminBoardTopicResponse = Type.Object({
  topic: Type.Object({ id: Type.Integer(), name: Type.String(), title: Type.String(), body: Type.String(), created_at: Type.String(), ip: Type.String(), ...ModerationFlags }),
  answers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), body: Type.String(), created_at: Type.String(), ip: Type.String(), hidden: Type.Boolean() })),
});
export type AdminBoardTopicResponse = Static<typeof AdminBoardTopicResponse>;
export const BoardTopicModerationBody = Type.Object({ id: Id, ...ModerationFlags }, { additionalProperties: false });
export type BoardTopicModerationBody = Static<typeof BoardTopicModerationBody>;
export const BoardAnswerModerationBody = Type.Object({ id: Id, hidden: Type.Boolean() }, { additionalProperties: false });
export type BoardAnswerModerationBody = Static<typeof BoardAnswerModerationBody>;

/** Demands: staff see the contact details; the answer and the status are public. */
export const AdminDemandListBody = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })), status: Type.Optional(Type.Enum(DEMAND_STATUSES)) },
  { additionalProperties: false },
);
export type AdminDemandListBody = Static<typeof AdminDemandListBody>;
const AdminDemandSummary = {
  id: Type.Integer(),
  demand_type: Type.Enum(DEMAND_TYPES),
  title: Type.String(),
  status: Type.Enum(DEMAND_STATUSES),
  created_at: Type.String(),
  answered_at: Nullable(Type.String()),
};
export const AdminDemandListResponse = Type.Object({ items: Type.Array(Type.Object(AdminDemandSummary)), ...PageInfo });
export type AdminDemandListResponse = Static<typeof AdminDemandListResponse>;
export const AdminDemandResponse = Type.Object({
  demand: Type.Object({
    ...AdminDemandSummary,
    body: Type.String(),
    answer: Nullable(Type.String()),
    contact_name: Type.String(),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
  }),
});
export type AdminDemandResponse = Static<typeof AdminDemandResponse>;
/** The answer is shown publicly as typed (plain text); an empty answer takes it back. */
export const DemandAnswerBody = Type.Object(
  { id: Id, status: Type.Enum(DEMAND_STATUSES), answer: Paragraphs(20_000) },
  { additionalProperties: false },
);
export type DemandAnswerBody = Static<typeof DemandAnswerBody>;

/** The election page: an election's title, description and dates. */
const Instant = Type.String({ format: 'date-time', pattern: '^(19|20|21)[0-9]{2}-' });
export const AdminElection = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  announced_on: Type.String(),
  voting_starts_at: Type.String(),
  voting_ends_at: Type.String(),
  results_published_at: Nullable(Type.String()),
});
export type AdminElection = Static<typeof AdminElection>;
export const AdminElectionListResponse = Type.Object({ elections: Type.Array(AdminElection) });
export type AdminElectionListResponse = Static<typeof AdminElectionListResponse>;
export const ElectionSaveBody = SaveBody({
  title: Line(300),
  description: Paragraphs(20_000),
  announced_on: Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' }),
  voting_starts_at: Instant,
  voting_ends_at: Instant,
  results_published_at: Nullable(Instant),
});
export type ElectionSaveBody = Static<typeof ElectionSaveBody>;

/** One election with its positions (in order), each position's candidates (by number) and its polling places (in order). */
export const AdminCandidate = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  name: Type.String(),
  profile: Type.String(),
  photo: Nullable(Type.String()),
  votes: Nullable(Type.Integer()),
  elected: Type.Boolean(),
});
export type AdminCandidate = Static<typeof AdminCandidate>;
export const AdminPosition = Type.Object({ id: Type.Integer(), name: Type.String(), seats: Type.Integer(), candidates: Type.Array(AdminCandidate) });
export type AdminPosition = Static<typeof AdminPosition>;
export const AdminPollingPlace = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  vote_date: Type.String(),
  opens_at: Type.String(),
  closes_at: Type.String(),
});
export type AdminPollingPlace = Static<typeof AdminPollingPlace>;
export const AdminElectionResponse = Type.Object({
  election: AdminElection,
  positions: Type.Array(AdminPosition),
  polling_places: Type.Array(AdminPollingPlace),
});
export type AdminElectionResponse = Static<typeof AdminElectionResponse>;
export const ElectionIdBody = Type.Object({ id: Id }, { additionalProperties: false });
export type ElectionIdBody = Static<typeof ElectionIdBody>;

/** A position; without `id` a new one, placed last in its election. */
export const PositionSaveBody = SaveBody({ election_id: Id, name: Line(200), seats: Type.Integer({ minimum: 1, maximum: 100 }) });
export type PositionSaveBody = Static<typeof PositionSaveBody>;

/**
 * A candidate; the number is the ballot number, unique in the position, and orders the list. `photo` is a picture
 * uploaded through the content upload, the candidate's current photo unchanged, or null. Votes and elected show on the
 * public page from the results time.
 */
export const CandidateSaveBody = SaveBody({
  position_id: Id,
  number: Type.Integer({ minimum: 1, maximum: 999 }),
  name: Line(200),
  profile: Paragraphs(5_000),
  photo: Nullable(Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\s]+$' })),
  votes: Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  elected: Type.Boolean(),
});
export type CandidateSaveBody = Static<typeof CandidateSaveBody>;

const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
/** A polling place; without `id` a new one, placed last in its election. Times are HH:MM, Thai time. */
export const PlaceSaveBody = SaveBody({
  election_id: Id,
  name: Line(200),
  address: Line(500),
  vote_date: Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' }),
  opens_at: ClockTime,
  closes_at: ClockTime,
});
export type PlaceSaveBody = Static<typeof PlaceSaveBody>;

/** The site configuration is for administrators alone; editors and support staff get 403. */
const administrators = staffRoles('admin');

/**
 * Site administration in the staff console (issue 13 item 2, decision 032): the site configuration (admins only),
 * the staff-edited pages, board moderation, answers to demands and the election page (admins and editors).
 */
export const adminSiteEndpoints = {
  adminSiteConfig: endpoint({ method: 'POST', path: '/api/admin/site/config/get', access: administrators, body: NoInput, response: AdminSiteConfigResponse }),
  adminSiteConfigSave: endpoint({ method: 'POST', path: '/api/admin/site/config/save', access: administrators, body: SiteConfigSaveBody, response: AdminSavedResponse }),
  adminSiteImageUpload: endpoint({ method: 'POST', path: '/api/admin/site/image', access: administrators, body: SiteImageUploadBody, response: SiteImageUploadResponse }),
  /** Staff replace the calculators' whole set at once (the list is short and kept in order), audited with what it was. */
  adminCalculatorSettingsSave: editorCall('/api/admin/site/calculators', CalculatorSettings, AdminSavedResponse),
  adminSitePage: editorCall('/api/admin/content/page/get', SitePageKeyBody, AdminSitePageResponse),
  adminSitePageSave: editorCall('/api/admin/content/page/save', SitePageSaveBody, AdminSavedResponse),
  adminBoardList: editorCall('/api/admin/content/board/list', AdminPageBody, AdminBoardListResponse),
  adminBoardTopic: editorCall('/api/admin/content/board/topic', IdBody, AdminBoardTopicResponse),
  adminBoardTopicSave: editorCall('/api/admin/content/board/topic/save', BoardTopicModerationBody, AdminSavedResponse),
  adminBoardTopicDelete: editorCall('/api/admin/content/board/topic/delete', IdBody, AdminSavedResponse),
  adminBoardAnswerSave: editorCall('/api/admin/content/board/answer/save', BoardAnswerModerationBody, AdminSavedResponse),
  adminBoardAnswerDelete: editorCall('/api/admin/content/board/answer/delete', IdBody, AdminSavedResponse),
  adminDemandList: editorCall('/api/admin/content/demand/list', AdminDemandListBody, AdminDemandListResponse),
  adminDemand: editorCall('/api/admin/content/demand/get', IdBody, AdminDemandResponse),
  adminDemandAnswer: editorCall('/api/admin/content/demand/answer', DemandAnswerBody, AdminSavedResponse),
  adminElectionList: editorCall('/api/admin/content/election/list', NoInput, AdminElectionListResponse),
  adminElectionSave: editorCall('/api/admin/content/election/save', ElectionSaveBody, AdminSavedResponse),
  adminElection: editorCall('/api/admin/content/election/get', ElectionIdBody, AdminElectionResponse),
  adminPositionSave: editorCall('/api/admin/content/election/position/save', PositionSaveBody, AdminSavedResponse),
  adminPositionMove: editorCall('/api/admin/content/election/position/move', MoveBody, AdminSavedResponse, MOVE_REFUSED),
  adminPositionDelete: editorCall('/api/admin/content/election/position/delete', IdBody, AdminSavedResponse),
  adminCandidateSave: editorCall('/api/admin/content/election/candidate/save', CandidateSaveBody, AdminSavedResponse),
  adminCandidateDelete: editorCall('/api/admin/content/election/candidate/delete', IdBody, AdminSavedResponse),
  adminPlaceSave: editorCall('/api/admin/content/election/place/save', PlaceSaveBody, AdminSavedResponse),
  adminPlaceMove: editorCall('/api/admin/content/election/place/move', MoveBody, AdminSavedResponse, MOVE_REFUSED),
  adminPlaceDelete: editorCall('/api/admin/content/election/place/delete', IdBody, AdminSavedResponse),
};
