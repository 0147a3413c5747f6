; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r607_byte () Int)
(declare-fun r607_0 () Int)
(declare-fun byte () Int)
(declare-fun w608_byte () Int)
(declare-fun w608_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s609_byte () Int)
(declare-fun s609_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s610_byte () Int)
(declare-fun s610_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s611_byte () Int)
(declare-fun s611_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s612_byte () Int)
(declare-fun s612_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s613_byte () Int)
(declare-fun s613_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s614_byte () Int)
(declare-fun s614_0 () Int)
(assert
 (let (($x285 (= byte (+ (+ 0 (* 4 (+ 0 (* r607_0 1)))) r607_byte))))
 (and (and (>= r607_0 0) (< r607_0 16)) (and (>= r607_byte 0) (< r607_byte 4)) $x285)))
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* w608_0 1)))) w608_byte))))
 (and (and (>= w608_0 0) (< w608_0 4)) (and (>= w608_byte 0) (< w608_byte 4)) $x222)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r607_0 1)))) held_byte0)))
(assert
 (let (($x286 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s609_0 1)))) s609_byte))))
 (and (and (>= s609_0 0) (< s609_0 16)) (and (>= s609_byte 0) (< s609_byte 4)) $x286)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s609_0 1)))) held_byte1)))
(assert
 (let (($x488 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s610_0 1)))) s610_byte))))
 (and (and (>= s610_0 0) (< s610_0 16)) (and (>= s610_byte 0) (< s610_byte 4)) $x488)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s610_0 1)))) held_byte2)))
(assert
 (let (($x233 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s611_0 1)))) s611_byte))))
 (and (and (>= s611_0 0) (< s611_0 4)) (and (>= s611_byte 0) (< s611_byte 4)) $x233)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s611_0 1)))) held_byte3)))
(assert
 (let (($x474 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s612_0 1)))) s612_byte))))
 (and (and (>= s612_0 0) (< s612_0 16)) (and (>= s612_byte 0) (< s612_byte 4)) $x474)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s612_0 1)))) held_byte4)))
(assert
 (let (($x498 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s613_0 1)))) s613_byte))))
 (and (and (>= s613_0 0) (< s613_0 4)) (and (>= s613_byte 0) (< s613_byte 4)) $x498)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s613_0 1)))) held_byte5)))
(assert
 (let (($x183 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s614_0 1)))) s614_byte))))
 (and (and (>= s614_0 0) (< s614_0 16)) (and (>= s614_byte 0) (< s614_byte 4)) $x183)))
(assert
 (let (($x185 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x392 (or false)))
(or $x392 (not $x185)))))
(check-sat)
