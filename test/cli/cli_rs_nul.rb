# -0 alone: $/ is "\0"
p $/
