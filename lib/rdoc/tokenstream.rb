# rdoc/tokenstream.rb - the tokens of a method's source, kept to show it
module RDoc
  module TokenStream
    def token_stream
      @token_stream
    end

    def start_collecting_tokens
      @token_stream = []
    end

    def add_token(tk)
      @token_stream << tk
    end

    def add_tokens(tks)
      tks.each { |tk| add_token(tk) }
    end

    def pop_token
      @token_stream.pop
    end
  end
end
