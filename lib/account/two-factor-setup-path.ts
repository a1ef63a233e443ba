/** Where an admin without two-factor is sent: its set-up, the one page open to them. */
export const TWO_FACTOR_SETUP_PATH = '/admin/two-factor-setup'
