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
  /**
   * Beyond SPEC, on each toggle: who loses what when it is off, so one click's reach is plain before it is made
   * (`screen`: the name its navigation shows, "Library").
   */
  effect: (screen: string, isEnabled: boolean) =>
    isEnabled
      ? `Off: ${screen} disappears from the chat app's navigation for every member, and from this panel's sidebar for every admin.`
      : `${screen} is hidden from the chat app's navigation for every member, and from this panel's sidebar for every admin.`,
  updated: "Feature toggle updated",
  updateFailed: "Failed to update feature toggle",
  notFound: "Feature toggle not found",
} as const;
