/**
 * Paths of public reads a page starts with, which the web's route table names for the page shell's hints: apart from
 * their endpoints, so the route table, which every page loads, carries none of their schemas (issue 31).
 */
export const PUBLIC_READ_PATHS = {
  home: '/api/info/home',
  contentItem: '/api/info/show/:topicId',
  calculatorSettings: '/api/info/calculators',
} as const;
