; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r300_byte () Int)
(declare-fun r300_1 () Int)
(declare-fun r300_0 () Int)
(declare-fun byte () Int)
(declare-fun w301_byte () Int)
(declare-fun w301_1 () Int)
(declare-fun w301_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s302_byte () Int)
(declare-fun s302_1 () Int)
(declare-fun s302_0 () Int)
(assert
 (let ((?x957 (+ 0 (* 4 (+ 0 (+ (* r300_0 24) (* r300_1 1)))))))
 (and (and (>= r300_0 0) (< r300_0 8)) (and (>= r300_1 0) (< r300_1 24)) (and (>= r300_byte 0) (< r300_byte 4)) (= byte (+ ?x957 r300_byte)))))
(assert
 (let ((?x1171 (+ 0 (* 4 (+ 0 (+ (* w301_0 24) (* w301_1 1)))))))
 (and (and (>= w301_0 0) (< w301_0 8)) (and (>= w301_1 0) (< w301_1 8)) (and (>= w301_byte 0) (< w301_byte 4)) (= byte (+ ?x1171 w301_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x957 (+ 0 (* 4 (+ 0 (+ (* r300_0 24) (* r300_1 1)))))))
 (= observed (+ ?x957 held_byte))))
(assert
 (let ((?x838 (+ 0 (* 4 (+ 8 (+ (* s302_0 24) (* s302_1 1)))))))
 (and (and (>= s302_0 0) (< s302_0 8)) (and (>= s302_1 0) (< s302_1 8)) (and (>= s302_byte 0) (< s302_byte 4)) (= observed (+ ?x838 s302_byte)))))
(assert
 (let (($x557 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x1186 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x360 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x1186 $x557)))
(or (or false) (not $x360))))))
(check-sat)
