/** The admin_settings row holding the install's scrypt salt for ADMIN_PASSWORD, made by migration 005. */
export const PASSWORD_SALT_SETTING = "password_salt";
