; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r424_byte () Int)
(declare-fun r424_0 () Int)
(declare-fun byte () Int)
(declare-fun w425_byte () Int)
(declare-fun w425_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s426_byte () Int)
(declare-fun s426_0 () Int)
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 0 (* r424_0 1)))) r424_byte))))
 (and (and (>= r424_0 0) (< r424_0 64)) (and (>= r424_byte 0) (< r424_byte 4)) $x175)))
(assert
 (let (($x233 (= byte (+ (+ 0 (* 4 (+ 0 (* w425_0 1)))) w425_byte))))
 (and (and (>= w425_0 0) (< w425_0 32)) (and (>= w425_byte 0) (< w425_byte 4)) $x233)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r424_0 1)))) held_byte)))
(assert
 (let (($x61 (= observed (+ (+ 0 (* 4 (+ 0 (* s426_0 1)))) s426_byte))))
 (and (and (>= s426_0 0) (< s426_0 64)) (and (>= s426_byte 0) (< s426_byte 4)) $x61)))
(assert
 (let (($x130 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x42900 (or false)))
 (or $x42900 (not $x130)))))
(assert
 (let (($x446 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x42900 (or false)))
(or $x42900 (not $x446)))))
(check-sat)
