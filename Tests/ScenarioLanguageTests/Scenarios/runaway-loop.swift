// An endless loop ends within the statement budget, with an error at the loop.
var n = 0
print("start")
while true {
    n += 1
}
// error: runaway-loop.swift:5:5: the scenario ran more than 300000 statements and loop iterations (an endless loop?) [budget-exceeded]
// expect: print: start
