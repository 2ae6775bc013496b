// altcha ships its translations without types for the regional files; they only register themselves.
declare module 'altcha/i18n/es-es';
