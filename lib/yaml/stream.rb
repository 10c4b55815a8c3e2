# yaml/stream.rb - a stream of several documents.

module YAML
  class Stream
    attr_accessor :documents, :options

    def initialize(opts = {})
      @options = opts
      @documents = []
    end

    def [](i)
      @documents[i]
    end

    def add(doc)
      @documents << doc
    end

    def edit(doc_num, doc)
      @documents[doc_num] = doc
    end

    # All documents as one text, each with its own "---" header.
    def emit(io = nil)
      out = ""
      @documents.each { |v| out << v.to_yaml(@options) }
      io ? (io.write(out); io) : out
    end
  end
end
