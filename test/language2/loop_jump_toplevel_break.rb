p :before
break
