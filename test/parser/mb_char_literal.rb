# a multibyte character after ? (-Ku): 1.8.7 warns, then the ? is a ternary
p ?é
