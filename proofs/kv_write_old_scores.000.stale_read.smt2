; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r374_byte () Int)
(declare-fun r374_1 () Int)
(declare-fun r374_0 () Int)
(declare-fun byte () Int)
(declare-fun w375_byte () Int)
(declare-fun w375_1 () Int)
(declare-fun w375_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s376_byte () Int)
(declare-fun s376_1 () Int)
(declare-fun s376_0 () Int)
(assert
 (let ((?x45589 (+ 0 (* 4 (+ 0 (+ (* r374_0 8) (* r374_1 1)))))))
 (and (and (>= r374_0 0) (< r374_0 16)) (and (>= r374_1 0) (< r374_1 8)) (and (>= r374_byte 0) (< r374_byte 4)) (= byte (+ ?x45589 r374_byte)))))
(assert
 (let ((?x267 (+ 0 (* 4 (+ 32 (+ (* w375_0 8) (* w375_1 1)))))))
 (and (and (>= w375_0 0) (< w375_0 4)) (and (>= w375_1 0) (< w375_1 8)) (and (>= w375_byte 0) (< w375_byte 4)) (= byte (+ ?x267 w375_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x45589 (+ 0 (* 4 (+ 0 (+ (* r374_0 8) (* r374_1 1)))))))
 (= observed (+ ?x45589 held_byte))))
(assert
 (let ((?x1194 (+ 0 (* 4 (+ 0 (+ (* s376_0 8) (* s376_1 1)))))))
 (and (and (>= s376_0 0) (< s376_0 16)) (and (>= s376_1 0) (< s376_1 8)) (and (>= s376_byte 0) (< s376_byte 4)) (= observed (+ ?x1194 s376_byte)))))
(assert
 (let (($x1028 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x321 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x402 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x321 $x1028)))
(or (or false) (not $x402))))))
(check-sat)
