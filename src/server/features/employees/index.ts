// What other features may use of employees (ARCH-1: a feature imports another's public entry only).
export { employeeStatus } from "./service";
