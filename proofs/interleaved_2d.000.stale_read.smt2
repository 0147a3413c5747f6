; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r55_byte () Int)
(declare-fun r55_1 () Int)
(declare-fun r55_0 () Int)
(declare-fun byte () Int)
(declare-fun w56_byte () Int)
(declare-fun w56_1 () Int)
(declare-fun w56_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s57_byte () Int)
(declare-fun s57_1 () Int)
(declare-fun s57_0 () Int)
(assert
 (let ((?x132 (+ 0 (* 4 (+ 0 (+ (* r55_0 16) (* r55_1 1)))))))
 (and (and (>= r55_0 0) (< r55_0 4)) (and (>= r55_1 0) (< r55_1 16)) (and (>= r55_byte 0) (< r55_byte 4)) (= byte (+ ?x132 r55_byte)))))
(assert
 (let ((?x169 (+ 0 (* 4 (+ 1 (+ (* w56_0 16) (* w56_1 2)))))))
 (and (and (>= w56_0 0) (< w56_0 4)) (and (>= w56_1 0) (< w56_1 8)) (and (>= w56_byte 0) (< w56_byte 4)) (= byte (+ ?x169 w56_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x132 (+ 0 (* 4 (+ 0 (+ (* r55_0 16) (* r55_1 1)))))))
 (= observed (+ ?x132 held_byte))))
(assert
 (let ((?x165 (+ 0 (* 4 (+ 0 (+ (* s57_0 16) (* s57_1 2)))))))
 (and (and (>= s57_0 0) (< s57_0 4)) (and (>= s57_1 0) (< s57_1 8)) (and (>= s57_byte 0) (< s57_byte 4)) (= observed (+ ?x165 s57_byte)))))
(assert
 (let (($x105 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
(let (($x191 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
(let (($x35 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x191 $x105)))
(or (or false) (not $x35))))))
(check-sat)
