// One module of the `formsAccount` chunk (the sign-in and account forms): importing it evaluates that chunk.
export { loginFormSchema } from '@carbonmarket/domain/contract';
