import common from '../locales/en/common.json';
import forms from '../locales/en/forms.json';
import display from '../locales/en/display.json';
import feedback from '../locales/en/feedback.json';
import layout from '../locales/en/layout.json';
import screens from '../locales/en/screens.json';
import home from '../locales/en/home.json';
import projects from '../locales/en/projects.json';

/**
 * English without the legal documents and the areas fetched with their own pages (onboarding,
 * orders, a project's pages, the Profile tab, the carbon credits): the strings of the shell,
 * Home and the Projects tab.
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
};
