; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r546_byte () Int)
(declare-fun r546_0 () Int)
(declare-fun byte () Int)
(declare-fun w547_byte () Int)
(declare-fun w547_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s548_byte () Int)
(declare-fun s548_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s549_byte () Int)
(declare-fun s549_0 () Int)
(assert
 (let (($x23 (= byte (+ (+ 0 (* 4 (+ 0 (* r546_0 1)))) r546_byte))))
 (and (and (>= r546_0 0) (< r546_0 64)) (and (>= r546_byte 0) (< r546_byte 4)) $x23)))
(assert
 (let (($x590 (= byte (+ (+ 0 (* 4 (+ 0 (* w547_0 1)))) w547_byte))))
 (and (and (>= w547_0 0) (< w547_0 32)) (and (>= w547_byte 0) (< w547_byte 4)) $x590)))
(assert
 (let (($x319 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x319)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r546_0 1)))) held_byte0)))
(assert
 (let (($x563 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s548_0 1)))) s548_byte))))
 (and (and (>= s548_0 0) (< s548_0 64)) (and (>= s548_byte 0) (< s548_byte 4)) $x563)))
(assert
 (let (($x553 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x553)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s548_0 1)))) held_byte1)))
(assert
 (let (($x148 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s549_0 1)))) s549_byte))))
(and (and (>= s549_0 0) (< s549_0 64)) (and (>= s549_byte 0) (< s549_byte 4)) $x148)))
(check-sat)
