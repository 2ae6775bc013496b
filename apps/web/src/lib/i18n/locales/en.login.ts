import { registerStrings } from '../register-strings';

/** English strings of logging in and registering. */
export const enLogin = {
  login: {
    title: 'Log in',
    lead: 'Welcome back. Your games are waiting.',
    username: 'Username or email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    noAccount: 'New to Kingside?',
    signUp: 'Create an account',
  },
  register: {
    title: 'Create your account',
    lead: 'Free forever: play, watch and follow your progress.',
    username: 'Username',
    usernameHint: '3 to 25 letters, digits, underscores or hyphens.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least {{min}} characters.',
    checking: 'Checking availability…',
    available: '{{username}} is available.',
    submit: 'Create account',
    submitting: 'Creating account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    checkEmail: 'We sent a message to {{email}}. Open it to go on.',
    welcome: 'Welcome to Kingside, {{username}}!',
  },
};

registerStrings(enLogin);
