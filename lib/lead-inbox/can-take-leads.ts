/** Whether a lead may be given to a staff member: active, and signed up (not just invited). */
export const canTakeLeads = (member: { active: boolean; signedUp: boolean }) =>
  member.active && member.signedUp
