# an unknown switch
