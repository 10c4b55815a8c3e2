# webrick/httpservlet/erbhandler.rb -- serves .rhtml files through ERB.

require 'webrick/httpservlet/abstract.rb'

require 'erb'

module WEBrick
  module HTTPServlet

    class ERBHandler < AbstractServlet
      def initialize(server, name)
        super
        @script_filename = name
      end

      def do_GET(req, res)
        unless defined?(ERB)
          @logger.warn "#{self.class}: ERB not defined."
          raise HTTPStatus::Forbidden, "ERBHandler cannot work."
        end
        begin
          data = open(@script_filename) {|io| io.read }
          res.body = evaluate(ERB.new(data), req, res)
          # (the server's MIME type of the file's extension, as 1.8.7)
          res['content-type'] = HTTPUtils::mime_type(@script_filename, @config[:MimeTypes])
        rescue StandardError => ex
          raise
        rescue Exception => ex
          @logger.error(ex)
          raise HTTPStatus::InternalServerError, ex.message
        end
      end

      alias do_POST do_GET

      private

      # Runs the template with meta_vars, query, servlet_request and
      # servlet_response in scope.
      def evaluate(erb, servlet_request, servlet_response)
        Module.new.module_eval {
          meta_vars = servlet_request.meta_vars
          query = servlet_request.query
          erb.result(binding)
        }
      end
    end
  end
end
