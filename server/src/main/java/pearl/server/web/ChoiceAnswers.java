package pearl.server.web;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import pearl.server.bank.ResultVersions;
import pearl.server.bank.TimeModels;
import pearl.server.choice.Choice;
import pearl.server.choice.Chooser;
import pearl.server.choice.Query;
import pearl.server.choice.Task;
import pearl.server.model.Operation;
import pearl.server.model.TimeModel;
import pearl.server.security.SecurityFacts;

/**
 * Answers the chooser's questions from every device's time models, read once and kept until a
 * device's results or clock change (result_versions: one aggregate query per question), so a
 * question with any parameters costs no more than a pass over the models in memory.
 */
public final class ChoiceAnswers {

    private static final List<Operation> OPERATIONS;

    static {
        Set<Operation> operations = new LinkedHashSet<>();
        for (Task task : Task.values()) {
            operations.addAll(task.operations());
        }
        OPERATIONS = List.copyOf(operations);
    }

    private record Loaded(ResultVersions.Snapshot versions, List<TimeModel> models) {
    }

    private final ResultVersions versions;
    private final TimeModels timeModels;
    private final Chooser chooser;
    private Loaded loaded;

    ChoiceAnswers(ResultVersions versions, TimeModels timeModels, SecurityFacts facts) {
        this.versions = versions;
        this.timeModels = timeModels;
        this.chooser = new Chooser(facts);
    }

    public List<Choice> answer(Query query) throws SQLException {
        return chooser.choose(query, models());
    }

    private synchronized List<TimeModel> models() throws SQLException {
        ResultVersions.Snapshot now = versions.read(loaded == null ? null : loaded.versions());
        if (loaded == null || now != loaded.versions()) {
            loaded = new Loaded(now, new ArrayList<>(timeModels.of(OPERATIONS)));
        }
        return loaded.models();
    }
}
