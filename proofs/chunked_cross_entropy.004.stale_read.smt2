; program chunked_cross_entropy, mm_1.out: stale read (slice_scatter_2 reads full vs mm_1 out=full (the bytes slice_scatter_2 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r370_byte () Int)
(declare-fun r370_1 () Int)
(declare-fun r370_0 () Int)
(declare-fun byte () Int)
(declare-fun w371_byte () Int)
(declare-fun w371_1 () Int)
(declare-fun w371_0 () Int)
(assert
 (let ((?x785 (+ 0 (* 4 (+ 0 (+ (* r370_0 8) (* r370_1 1)))))))
 (and (and (>= r370_0 0) (< r370_0 16)) (and (>= r370_1 0) (< r370_1 8)) (and (>= r370_byte 0) (< r370_byte 4)) (= byte (+ ?x785 r370_byte)))))
(assert
 (let ((?x234 (+ 0 (* 4 (+ 0 (+ (* w371_0 8) (* w371_1 1)))))))
 (and (and (>= w371_0 0) (< w371_0 4)) (and (>= w371_1 0) (< w371_1 8)) (and (>= w371_byte 0) (< w371_byte 4)) (= byte (+ ?x234 w371_byte)))))
(assert
 (let (($x200 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x270 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x185 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x270 $x200)))
(or (or false) (not $x185))))))
(check-sat)
