import "server-only";

// Cache tag names in one place: data functions tag what they read, admin actions and jobs
// revalidate what they change.
export const cacheTags = {
  articles: "articles",
  article: (slug: string) => `article:${slug}`,
  pageMetadata: "page-metadata",
  availability: "availability",
} as const;
