import type { i18n } from 'i18next';

/**
 * A feature's English strings ride in the chunks of the modules that show them, not in the entry:
 * each part (`locales/en.<feature>.ts`) calls registerStrings when first imported, and it is merged
 * into every i18n instance alive then and every one created after. Keys keep their full names
 * (`play.title`) in the one `translation` namespace.
 */
const parts: object[] = [];
const instances = new Set<WeakRef<i18n>>();

function addEnglish(instance: i18n, part: object): void {
  // Deep, never overwriting: a namespace can be shared by the shell's catalogue and a part.
  instance.addResourceBundle('en', 'translation', part, true, false);
}

export function registerStrings(part: object): void {
  parts.push(part);
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) addEnglish(instance, part);
    else instances.delete(ref);
  }
}

/** Gives a new instance every part registered so far, and those registered later. */
export function trackInstance(instance: i18n): void {
  for (const part of parts) addEnglish(instance, part);
  instances.add(new WeakRef(instance));
}
