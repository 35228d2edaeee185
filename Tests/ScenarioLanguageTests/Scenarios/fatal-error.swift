// fatalError stops the scenario with a located error, like a trap would stop the app.
print("before")
fatalError("unreachable state")
// error: fatal-error.swift:3:1: fatal error: unreachable state [runtime-error]
// expect: print: before
