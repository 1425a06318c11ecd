// What a screen shows an admin whose role does not let them see it (docs/decisions/screens.md).

export const NO_PERMISSION_TEXT = {
  title: "You do not have permission to see this page",
  description: "Your role does not include this screen. Ask a superadmin if you need it.",
  action: "Back to Dashboard",
  /** The tooltip of a control shown but not usable (a feature switch without features.update). */
  notAllowed: "Your role does not allow this",
};
