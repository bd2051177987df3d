/** How a crew member is named to the office and on the run sheet: the name, or the e-mail. */
export const crewName = (user: { name: string | null; email: string }) =>
  user.name?.trim() || user.email;
