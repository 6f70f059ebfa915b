// Swagger UI with its style sheet, in a chunk of its own (loaded by the API docs page only).
import SwaggerUI from "swagger-ui-react";
import "swagger-ui-react/swagger-ui.css";

export default SwaggerUI;
