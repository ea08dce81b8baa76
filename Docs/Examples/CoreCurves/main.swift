import TactileCore

let fade = Animation.linear(duration: 0.4)
print(fade.fraction(atElapsed: 0.1))  // 0.25: a quarter of the way
print(fade.isComplete(atElapsed: 0.4))  // true
