import common from '../locales/en/common.json';
import forms from '../locales/en/forms.json';
import display from '../locales/en/display.json';
import feedback from '../locales/en/feedback.json';
import layout from '../locales/en/layout.json';
import screens from '../locales/en/screens.json';
import home from '../locales/en/home.json';
import projects from '../locales/en/projects.json';
import profile from '../locales/en/profile.json';
import credits from '../locales/en/credits.json';

/**
 * English without the legal documents and the onboarding area (`enOnboarding`, fetched with that
 * area's pages): the strings of the shell and of the other screens.
 */
export const enCore = {
  ...common,
  ...forms,
  ...display,
  ...feedback,
  ...layout,
  ...screens,
  ...home,
  ...projects,
  ...profile,
  ...credits,
};
