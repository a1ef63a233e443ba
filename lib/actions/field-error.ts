/**
 * A form value only the database can judge (the chosen project was deleted meanwhile); the
 * action wrapper shows the message under that field, like a schema error.
 */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'FieldError'
  }
}
