// SPEC texts for Admin Tools (§2, §8).
export const ADMIN_TOOLS_TEXT = {
  title: "Admin Tools",
  subtitle: "Control feature visibility across both admin panel and chat application",
  togglesTitle: "Feature Toggles",
  togglesDescription:
    "Disabled features disappear from navigation in this admin panel and in the external chat application.",
  empty: "No feature toggles found",
  enabled: "Enabled",
  disabled: "Disabled",
  howItWorksTitle: "How It Works",
  howItWorks: [
    "Disabled features vanish from navigation in this panel and in the external chat app.",
    "New features register automatically and are enabled by default.",
    "The chat app reads the enabled features through a public GET call to /api/feature-toggles.",
  ],
  updated: "Feature toggle updated",
  updateFailed: "Failed to update feature toggle",
  notFound: "Feature toggle not found",
} as const;
